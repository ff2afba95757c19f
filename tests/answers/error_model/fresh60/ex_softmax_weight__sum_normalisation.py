# exercise: ex_softmax_weight
# mistake: The learner normalised the scores by dividing them by their sum (the book's first, naive normalisation) instead of applying the softmax exp(w22)/sum exp(w2j); the answer is 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def attention_scores(x: torch.Tensor, i: int) -> torch.Tensor:
    """Raw scores of query i against every token."""
    return torch.stack([torch.dot(x[i], x[j]) for j in range(x.shape[0])])


def to_weights(w: torch.Tensor) -> torch.Tensor:
    """Normalize so the weights sum to 1."""
    return w / w.sum()


alpha = to_weights(attention_scores(inputs, 1))
print(alpha, alpha.sum())
ex_softmax_weight = round(float(alpha[1]), 4)
