# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors by the keep probability (0.9) rather than dividing by it; inverted dropout gives 1/(1-p) = 1.1111.
p = 0.1
keep = 1 - p
_survivor_cache = {p: 1.0 * keep}
ex_dropout_survivor = round(_survivor_cache[p], 4)
