# exercise: ex_fix_second_head
# mistake: The return statement sits inside the for loop, so the function returns after the first head; move the return (and the stack) after the loop.
# mistake_zh: return 语句写在了 for 循环里面，函数在处理完第一个头后就返回了；应把 return（和 stack）移到循环之后。
# keywords: return, loop, indentation, stack

import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.shape[1]):
        head = a[0, i]
        scores.append(head @ head.T)
        return torch.stack(scores)
