# exercise: ex_dropout_survivor
# mistake: The learner's lookup table maps the keep probability to its scale 1/keep, but they looked it up with the drop probability 0.1 (getting 10.0); survivors are scaled by 1/(1-0.1) = 1.1111.
keep_probs = [0.1, 0.2, 0.5, 0.8, 0.9]
SCALE = {keep: 1 / keep for keep in keep_probs}

p = 0.1
ex_dropout_survivor = round(SCALE[p], 4)
