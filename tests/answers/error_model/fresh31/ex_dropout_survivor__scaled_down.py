# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors by 1 - p = 0.9 (the old non-inverted dropout convention); PyTorch's inverted dropout scales them up by 1/(1 - p) = 1.1111.

p = 0.1
# survivors keep their value times the keep probability
ex_dropout_survivor = round(1.0 * (1 - p), 4)  # 0.9
