# exercise: ex_omega
# mistake: indices counted from 1
# accept: rewrite.index rewrite.index_pair
import torch
from attnlab import examples
inputs = examples.inputs()
ex_omega = (inputs[2] @ inputs[1]).item()
