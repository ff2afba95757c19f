# exercise: ex_causal_weights
# mistake: The learner multiplied the exponentials by np.tril(np.ones((n, n))), a float64 array, so float32 scores come back as float64 weights; the weights should keep the scores' dtype.
import numpy as np
import torch


def ex_causal_weights(scores):
    s = scores.detach().cpu().numpy()
    n = s.shape[-1]
    keep = np.tril(np.ones((n, n)))
    s_masked = np.where(keep > 0, s, -np.inf)
    s_max = np.max(s_masked, axis=-1, keepdims=True)
    e = np.exp(s_masked - s_max) * keep   # make sure the future is 0
    weights = e / e.sum(-1, keepdims=True)
    return torch.from_numpy(weights).to(scores.device)
