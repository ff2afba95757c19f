# exercise: ex_dropout_survivor
# mistake: Wrote 1 / 1 - p, which Python reads as (1 / 1) - p = 0.9; the survivors are scaled by 1 / (1 - p) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 / 1 - p, 4)  # survivors are rescaled by 1/(1-p)
