# exercise: ex_dropout_survivor
# mistake: The learner reads p = 0.1 as TF1's keep_prob and scales survivors by 1 / 0.1 = 10; in PyTorch p is the drop probability, so survivors are scaled by 1 / (1 - 0.1) = 1.1111.
p = 0.1
keep_prob = p
ex_dropout_survivor = round(1.0 / keep_prob, 4)
