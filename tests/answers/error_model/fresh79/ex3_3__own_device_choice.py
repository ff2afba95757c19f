# exercise: ex3_3
# mistake: The learner ignores the device argument and moves the module to 'cuda if available else cpu', so the module lands on the wrong device whenever the requested device differs from that choice; it must be .to(device). [cond: only when the given device differs from 'cuda if available else cpu', e.g. grading on the CPU of a GPU machine]
import torch


def ex3_3(MultiHeadAttention, device):
    dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    mha = mha.to(dev)
    return mha
