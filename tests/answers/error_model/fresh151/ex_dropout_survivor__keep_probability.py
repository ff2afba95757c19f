# exercise: ex_dropout_survivor
# mistake: The learner multiplied survivors by the keep probability 0.9 (old inference-style scaling); PyTorch divides survivors by 1 - p, giving 1.1111.
ex_dropout_survivor = 1 * (1 - 0.1)
