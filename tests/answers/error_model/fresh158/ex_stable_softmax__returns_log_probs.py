# exercise: ex_stable_softmax
# mistake: The learner returned the log-probabilities x - logsumexp(x) and never exponentiated them; the softmax is exp of that.
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    log_z = m + torch.log(torch.exp(x - m).sum(dim=dim, keepdim=True))
    log_p = x - log_z
    return log_p
