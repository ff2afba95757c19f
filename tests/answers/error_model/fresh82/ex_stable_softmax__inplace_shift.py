# exercise: ex_stable_softmax
# mistake: Subtracted the maximum in place (x -= ...), so the caller's tensor x is overwritten with the shifted scores; compute x - max into a new tensor.
import torch


def ex_stable_softmax(x, dim):
    """
    >>> ex_stable_softmax(torch.tensor([1e4, 1e4]), 0)
    tensor([0.5000, 0.5000])
    """
    x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)


if __name__ == "__main__":
    import doctest
    doctest.testmod()
