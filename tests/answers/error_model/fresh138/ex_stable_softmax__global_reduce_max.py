# exercise: ex_stable_softmax
# mistake: Translating tf.reduce_max without an axis, the learner subtracted the single maximum of the whole tensor, so slices whose values are far below it underflow to 0/0 = NaN; each slice needs its own maximum along dim. [cond: slices whose values differ by more than about 100]
import torch

def ex_stable_softmax(x, dim):
    m = torch.max(x)          # tf.reduce_max(x)
    e = torch.exp(x - m)
    return e / torch.sum(e, dim=dim, keepdim=True)
