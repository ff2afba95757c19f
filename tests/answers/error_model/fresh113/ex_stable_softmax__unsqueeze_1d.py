# exercise: ex_stable_softmax
# mistake: For a 1-D input the learner adds a batch axis first but keeps dim unchanged, so dim=0 now refers to the new size-1 axis (all ones) and every result has shape (1, n) instead of (n,); the input should be used as given. [cond: 1-D input]
import torch


def ex_stable_softmax(x, dim):
    x = torch.as_tensor(x)
    if x.dim() == 1:
        x = x.unsqueeze(0)          # always work with a batch
    if not x.is_floating_point():
        x = x.float()
    m = x.amax(dim=dim, keepdim=True)
    e = (x - m).exp()
    out = e / e.sum(dim=dim, keepdim=True)
    assert out.shape == x.shape
    return out
