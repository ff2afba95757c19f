# exercise: ex3_1
# mistake: The learner assigned the whole nn.Linear layer to sa_v1.W_query (and the others) instead of its weight matrix, which PyTorch refuses ("cannot assign ... as parameter"), and v1 would compute x @ layer anyway. Assign nn.Parameter(sa_v2.W_query.weight.T) and likewise for key and value.
# mistake_zh: 学习者把整个 nn.Linear 层赋给了 sa_v1.W_query（以及另外两个），而不是它的权重矩阵；PyTorch 会拒绝（“cannot assign ... as parameter”），而且 v1 本来也要计算 x @ 权重矩阵。应赋值 nn.Parameter(sa_v2.W_query.weight.T)，键和值同理。
# keywords: weight, Parameter, nn.Linear, .T
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query, sa_v1.W_key, sa_v1.W_value = sa_v2.W_query, sa_v2.W_key, sa_v2.W_value
