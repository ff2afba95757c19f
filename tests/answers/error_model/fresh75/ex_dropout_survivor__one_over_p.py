# exercise: ex_dropout_survivor
# mistake: Scaled by 1/p = 10 (by analogy with the book's 1/0.5 = 2, where p and 1 - p coincide); the scale is 1/(1 - p) = 1.1111.

# in the book p = 0.5 and the survivors become 2 = 1 / 0.5
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
