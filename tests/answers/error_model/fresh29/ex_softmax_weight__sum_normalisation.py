# exercise: ex_softmax_weight
# mistake: The learner normalised the scores by dividing by their sum (the book's first, naive normalisation) giving 0.2278, instead of applying the softmax, which gives α22 = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)
query = inputs[1]
attn_scores_2 = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    attn_scores_2[i] = torch.dot(x_i, query)

# normalise so the weights sum to 1
attn_weights_2 = attn_scores_2 / attn_scores_2.sum()
ex_softmax_weight = round(attn_weights_2[1].item(), 4)
