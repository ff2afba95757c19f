# exercise: ex_stable_softmax
# mistake: The learner returned the log-softmax x - max - log Σ exp(x - max) (log-probabilities, which is what they consider the stable form) instead of exponentiating it to get the softmax.
def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    shifted = x - m
    log_norm = shifted.exp().sum(dim=dim, keepdim=True).log()
    log_p = shifted - log_norm
    return log_p
