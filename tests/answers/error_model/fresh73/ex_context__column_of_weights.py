# exercise: ex_context
# mistake: Built the full 6×6 weight matrix (softmax over each row) and took its column for "journey" (attn[:, 1]) instead of its row attn[1], giving [0.5595, 0.7824, 0.6953]; the right answer is [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = (inputs.double() @ inputs.double().T)
scores = scores - scores.amax(dim=-1, keepdim=True)
attn = scores.exp() / scores.exp().sum(dim=-1, keepdim=True)
# scores are symmetric so row or column of "journey" is the same thing
journey_weights = attn[:, 1]
ex_context = (journey_weights @ inputs.double()).round(decimals=4).tolist()
