# exercise: ex_dropout_survivor
# mistake: The learner reads p = 0.1 as the keep probability and scales survivors by 1/0.1 = 10; p is the drop probability, so survivors are scaled by 1/(1 − 0.1) = 1.1111.
p = 0.1
scale = 1 / p
ex_dropout_survivor = round(scale * 1.0, 4)
