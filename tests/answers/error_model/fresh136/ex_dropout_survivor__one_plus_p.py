# exercise: ex_dropout_survivor
# mistake: Reasoned that survivors gain what was dropped and added p (1 + 0.1 = 1.1) instead of dividing by 1 - p (1.1111).
# ten percent are dropped, the survivors make up for the ten percent
p = 0.1
ex_dropout_survivor = round(1.0 + p, 4)
