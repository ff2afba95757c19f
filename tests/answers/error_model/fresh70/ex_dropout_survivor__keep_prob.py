# exercise: ex_dropout_survivor
# mistake: Gives the keep probability 1 - p = 0.9 as the value of a survivor; survivors are scaled up to 1/(1 - p) = 1.1111.
# 丢弃率 p = 0.1, 每个元素以 0.9 的概率保留
diuqi = 0.1
baoliu = 1 - diuqi
ex_dropout_survivor = baoliu
