# exercise: ex_stable_softmax
# mistake: The learner divided by the sum of all exponentials in the tensor instead of the sum along dim, so slices do not each sum to 1 (it is only right for a 1-D input).
import torch


def ex_stable_softmax(x, dim):
    max_along_dim = x.amax(dim=dim, keepdim=True)
    numerator = torch.exp(x - max_along_dim)
    denominator = numerator.sum()
    print("denominator", denominator)
    return numerator / denominator
