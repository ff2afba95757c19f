# exercise: ex_dropout_survivor
# mistake: The learner scaled by 1/p = 10 instead of 1/(1 - p); survivors of dropout with p = 0.1 are 1/0.9 = 1.1111.
dropout_rate = 0.1
value_before_dropout = 1.0
scaling = 1 / dropout_rate
print("scale factor:", scaling)
ex_dropout_survivor = round(value_before_dropout * scaling, 4)
