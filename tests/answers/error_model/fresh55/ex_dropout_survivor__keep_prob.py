# exercise: ex_dropout_survivor
# mistake: The learner scales survivors by the keep probability 1 - p = 0.9 (the old inference-time rescaling); PyTorch's dropout scales survivors by 1/(1 - p) = 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1 * keep, 4)
