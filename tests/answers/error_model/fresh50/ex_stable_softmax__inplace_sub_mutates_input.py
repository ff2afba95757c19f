# exercise: ex_stable_softmax
# mistake: To save memory the learner shifts the scores in place (x.sub_), which overwrites the caller's tensor with the shifted scores; the shift must be done out of place (x - max) so the input is left unchanged.
import torch


def ex_stable_softmax(x, dim):
    with torch.no_grad():
        x.sub_(x.amax(dim=dim, keepdim=True))
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)
