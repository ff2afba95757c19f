# exercise: ex_fix_second_head
# mistake: The learner's while loop starts at head 1 (thinking "the second head" was the only broken one), so head 0 is missing and the result has h − 1 heads. Start the counter at 0.
# mistake_zh: 学习者的 while 循环从第 1 个头开始（以为只有“第二个头”有问题），于是漏掉了第 0 个头，结果只有 h − 1 个头。计数器应从 0 开始。
# keywords: off-by-one, start at 0, head 0, missing head
import torch


def ex_fix_second_head(a):
    per_head = []
    i = 1
    while i < a.shape[1]:
        per_head.append(a[0, i] @ a[0, i].T)
        i += 1
    return torch.stack(per_head)
