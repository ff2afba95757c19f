# exercise: ex3_1
# mistake: The learner built a new SelfAttention_v1 and assigned it to the local name sa_v1 (and returned it); rebinding the argument does not change the caller's module, which keeps its old random weights. Modify the given sa_v1's parameters in place.
# mistake_zh: 学习者新建了一个 SelfAttention_v1 并赋给局部变量 sa_v1（还把它返回了）；重新绑定参数名不会改变调用者传入的模块，它仍保留原来的随机权重。应原地修改传入的 sa_v1 的参数。
# keywords: in place, new module, rebind, local, unchanged
import copy
import torch


def ex3_1(sa_v1, sa_v2):
    new = copy.deepcopy(sa_v1)
    new.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.detach().clone())
    new.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.detach().clone())
    new.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.detach().clone())
    sa_v1 = new
    return sa_v1
