# exercise: ex_dropout_survivor
# mistake: Generalised the book's p = 0.5 example (survivors become 2 = 1/p) to 1/p = 10.0; survivors are scaled by 1/(1-p) = 1.1111.
# book: p = 0.5 -> kept values are 2.0, i.e. 1 / p
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
