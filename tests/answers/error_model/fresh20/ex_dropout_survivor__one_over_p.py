# exercise: ex_dropout_survivor
# mistake: Generalized the book's 2 = 1/0.5 as 1/p, answering 10.0; the survivors are scaled by 1/(1 − p) = 1/0.9 = 1.1111.
p = 0.1
# book: p = 0.5 -> survivors become 2 = 1 / 0.5
scale = 1 / p
ex_dropout_survivor = round(1.0 * scale, 4)
