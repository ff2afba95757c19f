# exercise: ex3_3
# mistake: Converts the module to float16 whenever the device is not the CPU, so on a GPU it has the wrong dtype and fails on float32 inputs; it should only be moved with .to(device). [cond: only when device is a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device)
    if torch.device(device).type != "cpu":
        m = m.half()  # save memory on the gpu
    return m
