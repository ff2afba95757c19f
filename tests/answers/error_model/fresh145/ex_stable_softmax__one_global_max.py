# exercise: ex_stable_softmax
# mistake: The learner subtracted the single largest value of the whole tensor instead of each slice's own maximum along dim; a slice whose values are far below the global maximum underflows to 0/0 = NaN. [cond: when slices' maxima differ by more than about 100]
import torch


def ex_stable_softmax(x, dim):
    biggest_number_in_x = torch.max(x)
    print("biggest:", biggest_number_in_x)
    shifted_x = x - biggest_number_in_x
    exponentials = torch.exp(shifted_x)
    return exponentials / exponentials.sum(dim=dim, keepdim=True)
