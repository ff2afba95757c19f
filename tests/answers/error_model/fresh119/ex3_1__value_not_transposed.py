# exercise: ex3_1
# mistake: Transposes the query and key weights but copies the value weight untransposed (reshaped to fit), as if only Q·Kᵀ cared about the layout; W_value also needs weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    # 注意力分数 = Q @ K.T，所以 Q 和 K 要转置
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
    # 值只是加权求和，直接拿来用
    w_v = sa_v2.W_value.weight.detach().clone()
    sa_v1.W_value = torch.nn.Parameter(w_v.view(w_v.shape[1], w_v.shape[0]))
