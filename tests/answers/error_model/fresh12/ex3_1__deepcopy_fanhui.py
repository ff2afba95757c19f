# exercise: ex3_1
# mistake: The learner deep-copied sa_v1 'so as not to break the original' and assigned the weights to the copy, then returned it; the caller's sa_v1 keeps its own random weights. Modify the passed-in sa_v1 itself.
# mistake_zh: 学习者为了“不破坏原模型”先 deepcopy 了 sa_v1，把权重赋给副本再返回；调用者手里的 sa_v1 仍是它自己的随机权重。应当直接修改传进来的 sa_v1。
# keywords: in place, caller, rebind, returned copy

import copy
import torch


def ex3_1(sa_v1, sa_v2):
    # 先复制一份，不要破坏原来的模型
    moxing = copy.deepcopy(sa_v1)
    moxing.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    moxing.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    moxing.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
    return moxing
