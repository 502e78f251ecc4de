# Sourced by bench/run.sh and bench/changed_since.sh: COUNT templates in FOLDER, the shipped ones
# copied round-robin under unique names, beside what they refer to (their art and string tables).
copy_assets() { for d in Templates/art Templates/strings; do if [ -d "$d" ]; then cp -r "$d" "$1/"; fi; done; }
# The shipped templates: Templates/*.yaml but the project file (emptystate.yaml holds defaults
# for the templates beside it; it is no screen, and its copies would all draw alike).
shipped_templates() { local file; for file in Templates/*.yaml; do [ "$(basename "$file")" = emptystate.yaml ] || echo "$file"; done; }
copy_templates() { # folder count
    local shipped i source base
    mapfile -t shipped < <(shipped_templates)
    mkdir -p "$1"
    copy_assets "$1"
    for ((i = 0; i < $2; i++)); do
        source=${shipped[i % ${#shipped[@]}]}
        base=$(basename "$source" .yaml)
        if grep -q '^name:' "$source"; then
            sed "s/^name:.*/name: $base-$i/" "$source" > "$1/$base-$i.yaml"
        else
            cp "$source" "$1/$base-$i.yaml" # the name is then the (unique) file name
        fi
    done
}
