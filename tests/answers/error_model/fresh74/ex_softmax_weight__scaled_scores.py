# exercise: ex_softmax_weight
# mistake: The learner's scorer class divides the scores by sqrt(d)=sqrt(3) before the softmax; the statement says raw dot products with no scaling, giving 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


class Scorer:
    def __call__(self, q, keys):
        return keys @ q / keys.shape[-1] ** 0.5


w = torch.softmax(Scorer()(inputs[1], inputs), dim=0)
ex_softmax_weight = round(w[1].item(), 4)
