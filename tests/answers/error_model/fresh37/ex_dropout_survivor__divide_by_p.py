# exercise: ex_dropout_survivor
# mistake: Scales by 1/p = 10 (the drop probability) instead of 1/(1 - p); survivors are 1/0.9 = 1.1111.
drop_p = 0.1
ex_dropout_survivor = round(1 / drop_p, 4)
