import Foundation
import XCTest
