# exercise: ex3_1
# mistake: The learner used the in-place copy_ on sa_v1's parameters without torch.no_grad(); copying into a leaf tensor that requires grad raises a RuntimeError. Wrap the copies in `with torch.no_grad():`.
# mistake_zh: 学习者在 sa_v1 的参数上直接调用就地操作 copy_，却没有放在 torch.no_grad() 里；对需要梯度的叶子张量做就地复制会抛出 RuntimeError。应当把复制放进 `with torch.no_grad():`。
# keywords: in-place, copy_, no_grad, leaf

import torch


def ex3_1(sa_v1, sa_v2):
    # 就地复制（copy_），这样 sa_v1 还是原来那个对象
    sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
    sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
    sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
