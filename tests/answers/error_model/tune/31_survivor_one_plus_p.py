# exercise: ex_dropout_survivor
# mistake: 1 + p for the survivor
# accept: rewrite.approx_inverse
p = 0.1
ex_dropout_survivor = 1 + p
