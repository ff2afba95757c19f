# exercise: ex_stable_softmax
# mistake: Like TF's default floatx, the learner casts the input to float32 first, so float64 inputs come back as float32 with float32 precision; the result must keep the input's dtype. [cond: float64 input]
import torch


def ex_stable_softmax(x, dim):
    x = x.to(torch.float32)   # tf.cast(x, tf.float32)
    x = x - x.amax(dim=dim, keepdim=True)
    ex = x.exp()
    return ex / ex.sum(dim=dim, keepdim=True)
