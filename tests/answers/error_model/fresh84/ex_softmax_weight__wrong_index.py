# exercise: ex_softmax_weight
# mistake: Takes entry [0, 1] of the weight matrix (the weight "Your" gives to "journey") instead of [1, 1], the weight "journey" gives to itself.
import torch
X=torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],[0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
W=torch.softmax(X@X.T,-1);ex_softmax_weight=round(W[0][1].item(),4)
