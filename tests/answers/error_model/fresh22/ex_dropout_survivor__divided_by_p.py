# exercise: ex_dropout_survivor
# mistake: Divided by p instead of 1 - p, giving 10.0; survivors are 1/(1 - 0.1) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
