# exercise: ex_softmax_backward
# mistake: n = P.shape[1] assumes P is 2-D; the exercise also gives 1-D (and 4-D) inputs. Reduce the last axis: (dP * P).sum(-1, keepdim=True).
# mistake_zh: n = P.shape[1] 假定 P 是二维的；本练习也会给出一维（和四维）的输入。应规约最后一轴：(dP * P).sum(-1, keepdim=True)。
# keywords: 1-d, 2-d, assumes, last axis, any
import torch
def ex_softmax_backward(P, dP):
    n = P.shape[1]
    return P * (dP - (dP * P) @ torch.ones(n, 1))
