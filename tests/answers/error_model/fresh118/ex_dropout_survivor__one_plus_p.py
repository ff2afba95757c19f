# exercise: ex_dropout_survivor
# mistake: Uses the first-order approximation 1 + p = 1.1 for the rescaling factor; the exact value is 1/(1-p) = 1.1111.
p = 0.1
# survivors make up for the dropped 10%
ex_dropout_survivor = 1.0 + p
