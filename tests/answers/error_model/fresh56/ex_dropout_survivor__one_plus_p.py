# exercise: ex_dropout_survivor
# mistake: The learner adds the dropped fraction to the survivors (1 + p = 1.1) instead of dividing by the keep probability (1 / 0.9 = 1.1111).
p = 0.1
ex_dropout_survivor = 1.0 + p   # 10% lost -> give 10% back
print(ex_dropout_survivor)
