# exercise: ex3_1
# mistake: Only W_query and W_key are copied (the learner checked the attention weights only), so W_value keeps its random v1 values; W_value must get sa_v2.W_value.weight.T too.
import torch


def ex3_1(sa_v1, sa_v2):
    # 注意力权重只和 query、key 有关
    sa_v1.W_query.data = sa_v2.W_query.weight.detach().T.clone()
    sa_v1.W_key.data = sa_v2.W_key.weight.detach().T.clone()
