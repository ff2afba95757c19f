# exercise: ex_stable_softmax
# mistake: The learner centres the scores by subtracting the mean along dim instead of the maximum, which still overflows when the scores in a slice are far apart (e.g. [0, 1e4]); the maximum must be subtracted. [cond: scores within a slice that spread by more than about 170]
import torch

def ex_stable_softmax(x, dim):
    centre = x.mean(dim=dim, keepdim=True)   # centre each slice around 0
    z = x - centre
    ez = z.exp()
    return ez / ez.sum(dim=dim, keepdim=True)
