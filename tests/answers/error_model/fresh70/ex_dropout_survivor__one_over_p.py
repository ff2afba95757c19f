# exercise: ex_dropout_survivor
# mistake: Generalises the book's p = 0.5 example (survivors become 2 = 1/0.5) as 1/p, giving 10.0; the scale is 1/(1 - p) = 1.1111.
# 书里 p=0.5 时, 保留的元素变成 2 = 1/0.5
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
print(ex_dropout_survivor)
