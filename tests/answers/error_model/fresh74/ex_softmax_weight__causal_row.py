# exercise: ex_softmax_weight
# mistake: The learner reuses their causal attention class, so "journey" only sees "Your" and itself and the softmax runs over two scores; the statement's softmax is over all six scores (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


class PlainCausal(torch.nn.Module):
    def forward(self, x):
        s = x @ x.T
        n = s.shape[0]
        s = s.masked_fill(torch.triu(torch.ones(n, n, dtype=torch.bool), 1), float("-inf"))
        return torch.softmax(s, dim=-1)


ex_softmax_weight = round(PlainCausal()(inputs)[1, 1].item(), 4)
