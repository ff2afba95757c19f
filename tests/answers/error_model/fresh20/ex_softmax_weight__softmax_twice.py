# exercise: ex_softmax_weight
# mistake: Passed the weights from its own naive softmax through torch.softmax a second time, answering 0.1787 instead of α₂₂ = 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


def softmax_naive(x):
    return torch.exp(x) / torch.exp(x).sum(dim=0)


attn_scores_2 = inputs @ inputs[1]
attn_weights_2_naive = softmax_naive(attn_scores_2)
# PyTorch 版本的 softmax，和书上一样
attn_weights_2 = torch.softmax(attn_weights_2_naive, dim=0)
ex_softmax_weight = round(attn_weights_2[1].item(), 4)
